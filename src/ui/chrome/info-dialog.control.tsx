import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { InfoDialogProps } from './info-dialog.props';

export const InfoDialogControl = (props: InfoDialogProps) => (
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
