import { createFileRoute } from "@tanstack/react-router";
import { OtpScreen } from "@/ui/features/auth/otp-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { returnUrlSearch } from "@/ui/app/search-params";
import { FORMS } from "@/ui/app/i18n-namespaces";

/** SPEC §2: /register/otp, open. */
export const Route = createFileRoute("/{-$locale}/register/otp")({
  validateSearch: returnUrlSearch,
  loader: loadPage({ area: "account", namespaces: FORMS }),
  component: () => (
    <InfoPage page="registerOtp">
      <OtpScreen />
    </InfoPage>
  ),
});
