import { Button, Dialog, Portal } from '@chakra-ui/react';

/**
 * A centred alert dialog asking one question: a title, a sentence, a way out (`cancel`, closes it) and the action
 * (`confirm`: runs `onConfirm`, and closes it unless `stayOpenOnConfirm`, for an action that leaves the page).
 * Only an answer or Escape closes it. A menu that was open when the question came (its failed call may be what asks)
 * is, to the layer stack, the dialog's parent, and closing that menu would otherwise close the dialog with it.
 */
export const ConfirmPrompt = (props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  onConfirm: () => void;
  stayOpenOnConfirm?: boolean;
  maxW?: string;
}) => (
  <Dialog.Root
    open={props.open}
    onOpenChange={(details) => props.onOpenChange(details.open)}
    role="alertdialog"
    placement="center"
    closeOnInteractOutside={false}
    onRequestDismiss={(event) => event.preventDefault()}
    lazyMount
    unmountOnExit
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content maxW={props.maxW ?? 'md'}>
          <Dialog.Header>
            <Dialog.Title>{props.title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>{props.text}</Dialog.Description>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              {props.cancel}
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => {
                if (!props.stayOpenOnConfirm) props.onOpenChange(false);
                props.onConfirm();
              }}
            >
              {props.confirm}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
