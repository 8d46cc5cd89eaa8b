import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../../application/ports/rich-text.port';
import { authorizationNeeded, type AuthRequirement } from '../../../domain/doc/api-doc';
import { RichHtml } from '../../rich-text/rich-html.view';
import { authorizationLabels } from './authorization-labels';

/** How a call is authorized (OpenAPI security): the accepted ways, any one of them, each with its schemes. */
export const ApiAuthorization = ({ requirements, richText }: { requirements: readonly AuthRequirement[]; richText: Sanitizer }) => {
  const { t } = useTranslation();
  const words = useMemo(() => authorizationLabels(t), [t]);
  return (
    <Box as="section" id="authorization" aria-labelledby="authorization-title" scrollMarginTop="160px">
      <Heading as="h2" id="authorization-title" size="lg" mb={3}>
        {words.title()}
      </Heading>
      {!authorizationNeeded(requirements) ? (
        <Text>{words.none()}</Text>
      ) : (
        <>
          {requirements.length > 1 ? <Text mb={2}>{words.anyOf()}</Text> : null}
          <chakra.ul ps={5} listStyleType="disc" display="flex" flexDirection="column" gap={2}>
            {requirements.map((requirement, place) => (
              // The document's order is fixed, and two ways may name the same schemes (or none).
              <li key={`${String(place)}:${requirement.map((scheme) => scheme.name).join('+')}`}>
                {requirement.length === 0 ? words.none() : null}
                {requirement.length > 1 ? words.together() : null}
                {requirement.map((scheme) => (
                  <div key={scheme.name}>
                    <chakra.code fontFamily="mono" fontSize="sm" data-content="backend">
                      {scheme.name}
                    </chakra.code>
                    {words.separator()}
                    {words.scheme(scheme)}
                    {scheme.description ? <RichHtml html={scheme.description} richText={richText} fontSize="sm" color="fg.muted" /> : null}
                  </div>
                ))}
              </li>
            ))}
          </chakra.ul>
        </>
      )}
    </Box>
  );
};
