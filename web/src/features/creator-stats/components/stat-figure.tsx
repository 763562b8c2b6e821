import { Stat } from '@chakra-ui/react';

/** One figure of the dashboard: a label, the value, and optionally what it means. */
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
    <Stat.Root borderWidth="1px" borderRadius="l3" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontVariantNumeric="tabular-nums" fontSize={{ base: 'lg', md: '2xl' }}>
        {value}
      </Stat.ValueText>
      {help && <Stat.HelpText>{help}</Stat.HelpText>}
    </Stat.Root>
  );
}
