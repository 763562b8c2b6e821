import { Box, Button, Heading, Table, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { PhotoDetail } from '@contract/browse.ts';
import { paths } from '../../../config/paths.ts';
import { cameraName } from '../../../lib/camera-summary.ts';
import {
  formatAperture,
  formatCount,
  formatDate,
  formatExposure,
  formatResolution,
} from '../../../lib/format.ts';

/** Spec 2, Photo detail: keywords, description, camera and the details table. */
export function PhotoFacts({ photo }: { photo: PhotoDetail }) {
  const { metadata: m } = photo;
  const camera = cameraName(m.camera_make, m.camera_model);
  const cameraRows: [string, string | null][] = [
    ['Camera', camera || null],
    ['Aperture', m.fnum ? formatAperture(m.fnum) : null],
    ['ISO', m.iso ? String(m.iso) : null],
    ['Exposure', m.exposure_time ? formatExposure(m.exposure_time) : null],
    ['Focal length (35 mm)', m.focal_length_35 ? `${m.focal_length_35} mm` : null],
  ];
  const detailRows: [string, string][] = [
    ['Resolution', formatResolution(m.width, m.height)],
    ['Image type', 'JPEG'],
    ['Created', formatDate(photo.created_at)],
    ['Views', formatCount(photo.view_count)],
    ['Downloads', formatCount(photo.download_count)],
  ];

  return (
    <Box display="grid" gap="8">
      {photo.description && (
        <Box as="section" aria-labelledby="about-photo">
          <Heading as="h2" id="about-photo" size="md" mb="2">
            Description
          </Heading>
          <Text color="fg.muted" whiteSpace="pre-line">
            {photo.description}
          </Text>
        </Box>
      )}
      {photo.tags.length > 0 && (
        <Box as="section" aria-labelledby="keywords">
          <Heading as="h2" id="keywords" size="md" mb="3">
            Keywords
          </Heading>
          <Wrap gap="2">
            {photo.tags.map((tag) => (
              <Button key={tag} asChild size="sm" variant="subtle" borderRadius="full" minH="11">
                <Link to={paths.searchResults({ q: tag })}>{tag}</Link>
              </Button>
            ))}
          </Wrap>
        </Box>
      )}
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8">
        <FactTable
          title="Camera"
          rows={cameraRows.filter((row): row is [string, string] => row[1] !== null)}
        />
        <FactTable title="Details" rows={detailRows} />
      </Box>
    </Box>
  );
}

function FactTable({ title, rows }: { title: string; rows: [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      <Table.Root size="sm" variant="line">
        <Table.Body>
          {rows.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.ColumnHeader scope="row" color="fg.muted" fontWeight="normal" ps="0">
                {label}
              </Table.ColumnHeader>
              <Table.Cell textAlign="end" pe="0" fontVariantNumeric="tabular-nums">
                {value}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
