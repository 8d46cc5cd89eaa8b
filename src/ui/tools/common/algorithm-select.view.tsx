import { NativeSelect } from '@chakra-ui/react';
import { SIGN_ALGORITHM_OPTIONS } from '../../../domain/signature/signature';
import type { SignAlgorithm } from '../../../domain/signature/sign-settings';
import type { FieldControlProps } from '../../widgets/tool-field.view';

/** The signature algorithms on offer (all of them unless `offered` narrows the list), as their protocol names. */
export const AlgorithmSelect = ({
  control,
  value,
  offered,
  onChange,
  size,
}: {
  control: FieldControlProps;
  value: SignAlgorithm | '';
  offered?: readonly SignAlgorithm[];
  onChange: (algorithm: SignAlgorithm) => void;
  size?: 'sm' | 'md';
}) => (
  <NativeSelect.Root {...(size ? { size } : {})}>
    <NativeSelect.Field {...control} name="algorithm" value={value} onChange={(event) => onChange(event.target.value as SignAlgorithm)}>
      {SIGN_ALGORITHM_OPTIONS.filter((option) => !offered || offered.includes(option.value)).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);
