import { Box } from '@chakra-ui/react';
import { BellRing, Boxes, ClipboardList, Globe, Network, Package, Truck, Warehouse, type LucideIcon } from 'lucide-react';
import type { ProductFace } from '../../../domain/product/product-face';

// Icons the home page already carries (its capability band and showcase), so a face costs the first view nothing.
const ICONS: Readonly<Record<ProductFace, LucideIcon>> = {
  warehouse: Warehouse,
  order: ClipboardList,
  transport: Truck,
  express: Package,
  international: Globe,
  tracking: BellRing,
  platform: Network,
  general: Boxes,
};

/** A product's or category's face: its icon on a tinted tile, drawn with theme colours (light and dark). */
export const ProductFaceIcon = ({ face, size = 'md' }: { face: ProductFace; size?: 'sm' | 'md' }) => {
  const Icon = ICONS[face];
  const box = size === 'sm' ? '9' : '11';
  return (
    <Box
      aria-hidden="true"
      data-face={face}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      w={box}
      h={box}
      borderRadius="lg"
      bg="brand.subtle"
      color="brand.fg"
    >
      <Icon size={size === 'sm' ? 20 : 24} strokeWidth={1.75} />
    </Box>
  );
};
