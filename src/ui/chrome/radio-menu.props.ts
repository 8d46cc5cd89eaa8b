import type { ReactNode } from 'react';

export interface RadioMenuOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly lang?: string;
}

export interface RadioMenuProps {
  readonly buttonLabel: string;
  readonly groupLabel: string;
  readonly icon: ReactNode;
  readonly current: ReactNode;
  readonly value: string;
  readonly options: readonly RadioMenuOption[];
  readonly minW: string;
  readonly onChoose: (value: string) => void;
}
