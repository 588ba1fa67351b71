import { createFileRoute } from "@tanstack/react-router";
import { RegisterScreen } from "@/ui/features/auth/register-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS } from "@/ui/app/i18n-namespaces";

/** SPEC §2: /register, guests only. */
export const Route = createFileRoute("/{-$locale}/_guest/register/")({
  loader: loadPage({ area: "account", namespaces: FORMS }),
  component: () => (
    <InfoPage page="register">
      <RegisterScreen />
    </InfoPage>
  ),
});
