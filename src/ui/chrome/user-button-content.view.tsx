import { Avatar, Box } from '@chakra-ui/react';

/** The avatar, the name on the widest screens (1536 px, where the header has room for it) and a chevron: the user menu's trigger content. */
export const UserButtonContent = ({ name, headImg }: { name: string; headImg?: string }) => (
  <>
    <Avatar.Root size="xs" colorPalette="brand">
      <Avatar.Fallback name={name} />
      {headImg ? <Avatar.Image src={headImg} alt="" /> : null}
    </Avatar.Root>
    <Box as="span" hideBelow="2xl" maxW="32" truncate>
      {name}
    </Box>
  </>
);
