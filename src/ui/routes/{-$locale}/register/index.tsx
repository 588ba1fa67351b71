import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "@/ui/features/auth/register-screen";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /register, guests only. */
export const Route = createFileRoute("/{-$locale}/register/")({
  component: () => (
    <InfoPage page="register">
      <RegisterScreen />
    </InfoPage>
  ),
});
