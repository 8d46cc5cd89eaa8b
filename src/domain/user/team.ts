/** A team (supplier) a user belongs to (spec §3 "Team"). */
export interface Team {
  readonly id: number;
  readonly name: string;
  readonly code: string;
}

/** The outcome of registering as an outside developer (spec §3 "Save-out-developer result"). */
export interface OutsideDeveloperRegistration {
  readonly supplierId: number;
  readonly developer: boolean;
  readonly actionType?: string;
  /** Whether the account is the administrator of its team (roleType 1; see docs/identity.md). */
  readonly administrator: boolean;
}
