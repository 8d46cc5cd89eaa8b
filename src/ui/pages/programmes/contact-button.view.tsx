import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { ContactDialog } from '../../widgets/contact-dialog.view';

/** A button that opens the portal's contact dialog (the one the footer and the floating tools open). */
export const ContactButton = ({ label, ...buttonProps }: { label: string } & Omit<ButtonProps, 'onClick' | 'children'>) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ContactDialog open={open} onOpenChange={setOpen} />
    </>
  );
};
