import { Box, Container, Heading, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** Spec 9: the legal texts were last updated on 04 April 2022 (in English as the spec has it). */
export const LAST_UPDATED = '04 April 2022';
const LAST_UPDATED_ISO = '2022-04-04T12:00:00+05:30';

export interface LegalSection {
  title: string;
  paragraphs?: ReactNode[];
  points?: ReactNode[];
}

/** A static page: title, date, intro, numbered sections with paragraphs and lists. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { t, format, language } = useI18n();
  usePageTitle(title);
  return (
    <Container as="article" maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="6">
        {t('legal.lastUpdated', {
          date: language === 'en' ? LAST_UPDATED : format.longDate(LAST_UPDATED_ISO),
        })}
      </Text>
      <Text mb="8" fontSize="lg">
        {intro}
      </Text>
      {sections.map((section, index) => (
        <Box as="section" key={section.title} mb="8">
          <Heading as="h2" size="lg" mb="3">
            {index + 1}. {section.title}
          </Heading>
          {section.paragraphs?.map((paragraph, i) => (
            <Text key={i} mb="3" lineHeight="tall">
              {paragraph}
            </Text>
          ))}
          {section.points && (
            <List.Root ps="5" gap="2" lineHeight="tall">
              {section.points.map((point, i) => (
                <List.Item key={i}>{point}</List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      ))}
      <Text color="fg.muted" textStyle="sm" borderTopWidth="1px" pt="6">
        {t('legal.questions')}
      </Text>
    </Container>
  );
}
