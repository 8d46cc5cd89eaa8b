import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A centred dialog with a title, a body, a footer of actions (if any) and a close button, mounted only while open. Closing it
 * any way (Escape, the backdrop, the close button) calls `onClose`; focus goes back to `finalFocus` when given.
 */
export const DialogShell = (props: {
  open: boolean;
  title: string;
  /** The close button's label (it has only an icon). */
  closeLabel: string;
  onClose: () => void;
  /** Its actions; none: the close button alone (a dialog that only informs). */
  footer?: ReactNode;
  children: ReactNode;
  /** 'alertdialog': a question the reader must answer before going on. */
  role?: 'dialog' | 'alertdialog';
  finalFocus?: () => HTMLElement | null;
  /** While something is being sent, the close button waits. */
  closeDisabled?: boolean;
}) => (
  <Dialog.Root
    open={props.open}
    onOpenChange={(details) => {
      if (!details.open) props.onClose();
    }}
    role={props.role}
    finalFocusEl={props.finalFocus}
    lazyMount
    unmountOnExit
    placement="center"
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{props.title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{props.children}</Dialog.Body>
          {props.footer ? <Dialog.Footer flexWrap="wrap">{props.footer}</Dialog.Footer> : null}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={props.closeLabel} disabled={props.closeDisabled} />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
