/** The parts of the zipcodes package (US ZIP centroids) the portal uses. */
declare module 'zipcodes' {
  interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipInfo | undefined;
}
