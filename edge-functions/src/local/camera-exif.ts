/**
 * Builds the EXIF block that generated images carry (sharp `withExif`), so demo and test photos
 * look like camera files: settings the upload needs, plus a GPS position and a body serial number
 * that the public derivatives must never leak.
 */
import type { Exif } from 'sharp';

export interface CameraSettings {
  make: string;
  model: string;
  focalLength35: number;
  fnum: number;
  iso: number;
  /** Seconds, e.g. 1/250 = 0.004. */
  exposureTime: number;
  capturedAt: Date;
}

export interface PrivateCameraData {
  latitude: number;
  longitude: number;
  serialNumber: string;
}

/** EXIF has no time zone here: the wall clock is written in UTC and read back as UTC. */
function exifDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}:${pad(date.getUTCMonth() + 1)}:${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** Cameras write short exposures as 1/N and long ones in tenths. */
function exposureRational(seconds: number): string {
  return seconds < 1 ? `1/${Math.round(1 / seconds)}` : `${Math.round(seconds * 10)}/10`;
}

/** Degrees as the three rationals of EXIF GPS: degrees, minutes, hundredths of seconds. */
function gpsRationals(decimalDegrees: number): string {
  const abs = Math.abs(decimalDegrees);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const hundredthSeconds = Math.round(((abs - degrees) * 60 - minutes) * 6000);
  return `${degrees}/1 ${minutes}/1 ${hundredthSeconds}/100`;
}

export function cameraExif(camera: CameraSettings, extra?: PrivateCameraData): Exif {
  const when = exifDateTime(camera.capturedAt);
  const exif: Exif = {
    IFD0: { Make: camera.make, Model: camera.model, DateTime: when },
    IFD2: {
      ExposureTime: exposureRational(camera.exposureTime),
      FNumber: `${Math.round(camera.fnum * 10)}/10`,
      ISOSpeedRatings: String(Math.round(camera.iso)),
      FocalLengthIn35mmFilm: String(Math.round(camera.focalLength35)),
      DateTimeOriginal: when,
    },
  };
  if (extra) {
    exif.IFD2 = { ...exif.IFD2, BodySerialNumber: extra.serialNumber };
    exif.IFD3 = {
      GPSLatitudeRef: extra.latitude >= 0 ? 'N' : 'S',
      GPSLatitude: gpsRationals(extra.latitude),
      GPSLongitudeRef: extra.longitude >= 0 ? 'E' : 'W',
      GPSLongitude: gpsRationals(extra.longitude),
    };
  }
  return exif;
}
