/**
 * Reads the camera metadata of an upload once, with exifr (no sharp: works in Node, Deno and
 * browsers on a Uint8Array). The upload route stores the answer on the photo row and answers 1205
 * when it is null.
 */
import exifr from 'exifr';
import { readJpegFrameHeader } from './jpeg-probe.ts';

export interface PhotoExif {
  cameraMake: string | null;
  cameraModel: string | null;
  /** Focal length in 35 mm equivalent, millimetres. */
  focalLength35: number | null;
  /** Aperture as the f-number, e.g. 2.8. */
  fnum: number | null;
  iso: number | null;
  /** Seconds, e.g. 0.004 for 1/250 s. */
  exposureTime: number | null;
  capturedAt: Date | null;
  /** The size as displayed: the frame size, swapped when EXIF orientation turns it a quarter. */
  width: number;
  height: number;
}

const PICKED_TAGS = [
  'Make',
  'Model',
  'FocalLengthIn35mmFormat',
  'FNumber',
  'ISO',
  'ExposureTime',
  'DateTimeOriginal',
  'CreateDate',
  'OffsetTimeOriginal',
  'Orientation',
];

/** Only the TIFF and Exif blocks; dates come back as text so we control their time zone. */
const EXIFR_OPTIONS = {
  tiff: true,
  exif: true,
  gps: false,
  interop: false,
  ifd1: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  reviveValues: false,
  translateValues: false,
  pick: PICKED_TAGS,
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A positive finite number; some cameras write ISO as a list, of which the first counts. */
function positive(value: unknown): number | null {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'number' && Number.isFinite(first) && first > 0 ? first : null;
}

/**
 * EXIF dates are wall-clock text ('2024:03:15 12:12:10'). With OffsetTimeOriginal ('+05:30') the
 * instant is exact; without it we read the wall clock as UTC so the answer does not depend on the
 * server's time zone. Placeholder dates ('0000:00:00 00:00:00') give null.
 */
function exifDate(value: unknown, offset: unknown): Date | null {
  const parts =
    typeof value === 'string' && /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  let utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const zone = typeof offset === 'string' && /^([+-])(\d{2}):(\d{2})$/.exec(offset.trim());
  if (zone) utc -= (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) * 60_000;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Orientations 5 to 8 turn the picture a quarter, so width and height swap on display. */
function isQuarterTurn(orientation: unknown): boolean {
  return typeof orientation === 'number' && orientation >= 5 && orientation <= 8;
}

/**
 * The camera metadata of a JPEG, or null when it has none we can use.
 *
 * Usable EXIF (docs/upload-rules.md): a camera make or model, AND at least one exposure value
 * (exposure time, f-number or ISO). Editors and screenshots that keep only a software name or a
 * date do not count: the photo page shows camera and exposure, and the spec asks for "all Exif
 * tags" as a sign that the photo came from a camera.
 */
export async function readPhotoExif(bytes: Uint8Array): Promise<PhotoExif | null> {
  const frame = readJpegFrameHeader(bytes);
  if (!frame) return null;
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(bytes, EXIFR_OPTIONS)) as Record<string, unknown> | undefined;
  } catch {
    return null; // an unreadable EXIF block is as good as none
  }
  if (!tags) return null;
  const exif: PhotoExif = {
    cameraMake: text(tags.Make),
    cameraModel: text(tags.Model),
    focalLength35: positive(tags.FocalLengthIn35mmFormat),
    fnum: positive(tags.FNumber),
    iso: positive(tags.ISO),
    exposureTime: positive(tags.ExposureTime),
    capturedAt:
      exifDate(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ?? exifDate(tags.CreateDate, null),
    width: isQuarterTurn(tags.Orientation) ? frame.height : frame.width,
    height: isQuarterTurn(tags.Orientation) ? frame.width : frame.height,
  };
  if (exif.iso !== null) exif.iso = Math.round(exif.iso);
  const hasCamera = exif.cameraMake !== null || exif.cameraModel !== null;
  const hasExposure = exif.exposureTime !== null || exif.fnum !== null || exif.iso !== null;
  return hasCamera && hasExposure ? exif : null;
}
