export function RegistrationWizard() {
  return null;
}
