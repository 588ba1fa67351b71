import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "@/ui/features/auth/login-screen";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /login, guests only. */
export const Route = createFileRoute("/{-$locale}/login")({
  component: () => (
    <InfoPage page="login">
      <LoginScreen />
    </InfoPage>
  ),
});
