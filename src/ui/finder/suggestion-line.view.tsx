import { Box, HStack, Text } from '@chakra-ui/react';
import { BookOpen, Boxes, Code2, FileText, History, MessageSquare, CircleHelp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Suggestion, SuggestionKind } from '../../domain/search/finder';
import { hitSourceName } from '../../domain/search/search';

const ICONS: Readonly<Record<SuggestionKind, LucideIcon>> = {
  api: Code2,
  message: MessageSquare,
  guide: BookOpen,
  doc: FileText,
  solution: Boxes,
  question: CircleHelp,
};

/** One suggestion: its kind's icon, its title, then its kind, unit, code and the field it opens at. */
export const SuggestionLine = ({ suggestion, recent }: { suggestion: Suggestion; recent: boolean }) => {
  const { t, i18n } = useTranslation();
  const Icon = recent ? History : ICONS[suggestion.kind];
  const unit = hitSourceName({ source: suggestion.unit, sourceEn: suggestion.unitEn }, i18n.language === 'en-us');
  return (
    <HStack gap={3} align="flex-start">
      <Box color="brand.fg" pt={0.5} flexShrink={0} aria-hidden="true">
        <Icon size={18} />
      </Box>
      <Box minW={0}>
        <Text fontWeight="medium" lineClamp={2} wordBreak="break-word" data-content="backend">
          {suggestion.title}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {t(`finder.kind.${suggestion.kind}`)}
          {unit ? <span data-content="backend"> · {unit}</span> : null}
          {suggestion.code ? ` · ${suggestion.code}` : null}
        </Text>
        {suggestion.field ? (
          <Text fontSize="sm" color="brand.fg">
            {t('finder.field', { field: suggestion.field })}
          </Text>
        ) : null}
      </Box>
    </HStack>
  );
};
