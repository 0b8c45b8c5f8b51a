import { AiIntro } from "@/features/marketing/components/ai-intro";
import { AllFeatures } from "@/features/marketing/components/all-features";
import { Benefits } from "@/features/marketing/components/benefits";
import { Hero } from "@/features/marketing/components/hero";
import { Pricing } from "@/features/marketing/components/pricing";
import { PublicLayout } from "@/features/marketing/components/public-layout";
import { Roles } from "@/features/marketing/components/roles";
import { Showcase } from "@/features/marketing/components/showcase";

/** `/`: the landing page, in the spec's order of sections, with pricing before the footer. */
export function LandingPage() {
  return (
    <PublicLayout onLanding>
      <Hero />
      <Benefits />
      <Roles />
      <AiIntro />
      <Showcase />
      <AllFeatures />
      <Pricing />
    </PublicLayout>
  );
}
