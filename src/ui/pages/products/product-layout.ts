/** The product page's one reading column: header, section bar and sections line up on it. */
export const PRODUCT_COLUMN = { maxW: '5xl', mx: 'auto', px: { base: 5, md: 10 } } as const;
