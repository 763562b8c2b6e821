import { Alert } from '@chakra-ui/react';

/** The red banner of spec 8 for errors that belong to no single field. */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
