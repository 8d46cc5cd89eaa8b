/** The signed-in person as the portal sees them (spec §3 "User info"). */
export interface User {
  readonly userPin: string;
  readonly name: string;
  readonly loginUsername: string;
  readonly headImg?: string;
  /** Developer flag: true when the backend says develop (or user_develop) is 'yes'. */
  readonly developer: boolean;
  /** -1 means no team (supplier) chosen. */
  readonly supplierId: number;
  readonly supplierCode?: string;
  /** Administrator of the team (roleType of saveOutDeveloper); undefined until the backend has said. */
  readonly administrator?: boolean;
}

export const NO_TEAM = -1;
export const NO_SELECTED_SUPPLIER = -2;

export const hasTeam = (user: User): boolean => user.supplierId !== NO_TEAM;

/** What the header shows: the name, else the login name, else the pin. */
export const displayName = (user: User): string => user.name || user.loginUsername || user.userPin;
