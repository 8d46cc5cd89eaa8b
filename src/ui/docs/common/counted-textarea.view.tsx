import { chakra, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A labelled text area with a length limit and its "count/max" line (announced with the area). */
export const CountedTextarea = (props: {
  label: string;
  value: string;
  max: number;
  placeholder: string;
  count: ReactNode;
  countTestId: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) => {
  const ids = { area: useId(), count: useId() };
  return (
    <Stack gap="1">
      <chakra.label htmlFor={ids.area} fontWeight="medium">
        {props.label}
      </chakra.label>
      <Textarea
        id={ids.area}
        value={props.value}
        maxLength={props.max}
        placeholder={props.placeholder}
        aria-describedby={ids.count}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <Text id={ids.count} fontSize="xs" color="fg.muted" alignSelf="flex-end" data-testid={props.countTestId}>
        {props.count}
      </Text>
      {props.children}
    </Stack>
  );
};
