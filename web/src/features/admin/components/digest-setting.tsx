import { Box, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/index.ts';
import { useDigestSetting, useSetDigest } from '../api/admin-api.ts';

/**
 * On an admin's profile: the daily digest mail (08:00 Colombo time: yesterday's sales, what
 * waits, failures), on unless turned off here.
 */
export function DigestSetting() {
  const t = useT();
  const setting = useDigestSetting();
  const save = useSetDigest();
  const checked = save.isPending ? save.variables : (setting.data?.daily_digest ?? true);
  return (
    <Box borderWidth="1px" rounded="l3" p="4">
      <Stack gap="1">
        <Checkbox.Root
          checked={checked}
          disabled={setting.isPending || save.isPending}
          onCheckedChange={(details) => save.mutate(details.checked === true)}
          colorPalette="brand"
          minH="11"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('ops.digest.label')}</Checkbox.Label>
        </Checkbox.Root>
        <Text textStyle="sm" color="fg.muted">
          {t('ops.digest.detail')}
        </Text>
      </Stack>
    </Box>
  );
}
