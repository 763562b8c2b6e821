import { formatAperture, formatExposure } from './format.ts';

/**
 * One line for the camera and one for its settings, as the studio shows what a photo's EXIF says:
 * 'Canon EOS R6' and '35 mm · f/2.8 · 1/250 s · ISO 200'. Missing values are left out.
 */
export interface CameraValues {
  make: string | null;
  model: string | null;
  focalLength35: number | null;
  fnum: number | null;
  exposureTime: number | null;
  iso: number | null;
}

/** 'Canon EOS R5': the make once, though many cameras repeat it in the model. '' when unknown. */
export function cameraName(make: string | null, model: string | null): string {
  return make && model?.toLowerCase().startsWith(make.toLowerCase())
    ? model
    : [make, model].filter(Boolean).join(' ');
}

export function cameraSummary(values: CameraValues): { camera: string; settings: string } {
  return {
    camera: cameraName(values.make, values.model),
    settings: [
      values.focalLength35 ? `${values.focalLength35} mm` : null,
      values.fnum ? formatAperture(values.fnum) : null,
      values.exposureTime ? formatExposure(values.exposureTime) : null,
      values.iso ? `ISO ${values.iso}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

/** The API's snake_case metadata as CameraValues. */
export const fromMetadata = (meta: {
  camera_make: string | null;
  camera_model: string | null;
  focal_length_35: number | null;
  fnum: number | null;
  exposure_time: number | null;
  iso: number | null;
}): CameraValues => ({
  make: meta.camera_make,
  model: meta.camera_model,
  focalLength35: meta.focal_length_35,
  fnum: meta.fnum,
  exposureTime: meta.exposure_time,
  iso: meta.iso,
});
