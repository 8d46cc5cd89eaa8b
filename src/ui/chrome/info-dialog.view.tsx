import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A centred dialog that only informs: a title, its content, an optional footer and a labelled close button. */
export const InfoDialog = (props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}) => (
  <Dialog.Root open={props.open} onOpenChange={(details) => props.onOpenChange(details.open)} lazyMount unmountOnExit placement="center">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{props.title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{props.children}</Dialog.Body>
          {props.footer ? <Dialog.Footer>{props.footer}</Dialog.Footer> : null}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={props.closeLabel} />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
