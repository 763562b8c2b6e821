import { Box, Stat, Text } from '@chakra-ui/react';

/**
 * One figure of the dashboard: a label, the value, and optionally what it means (outside the
 * stat's definition list, which may hold only its term and value).
 */
export function StatFigure({
  label,
  value,
  help,
}: {
  label: string;
  value: string;
  help?: string;
}) {
  return (
    <Box borderWidth="1px" borderRadius="l3" p="4">
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText
          fontVariantNumeric="tabular-nums"
          fontSize={{ base: 'lg', md: '2xl' }}
          whiteSpace="nowrap"
        >
          {value}
        </Stat.ValueText>
      </Stat.Root>
      {help && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {help}
        </Text>
      )}
    </Box>
  );
}
