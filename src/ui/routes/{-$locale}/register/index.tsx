import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "@/ui/features/auth/register-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /register, guests only. */
export const Route = createFileRoute("/{-$locale}/register/")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="register">
      <RegisterScreen />
    </InfoPage>
  ),
});
