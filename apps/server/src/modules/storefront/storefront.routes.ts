import { storefrontApi } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as storefront from './storefront.service.ts';
import * as payments from './teacher-payments.service.ts';

/** Contract → caller → service; the settings pages each save their own fields. */
export function storefrontRoutes(route: Route, deps: storefront.StorefrontDeps & payments.TeacherPaymentsDeps) {
  route(storefrontApi.page, ({ params }) => storefront.homepageView(deps, params.url));
  // Guests can join without an account, so each address gets the sign-in calls' budget.
  route(
    storefrontApi.joinWaitlist,
    ({ caller, params, body }) => storefront.joinWaitlist(deps, caller?.user ?? null, params.url, body),
    { limitPerIp: true },
  );
  route(storefrontApi.mine, ({ user }) => storefront.myHomepage(deps, user));
  route(storefrontApi.waitlist, ({ user }) => storefront.waitlist(deps, user));
  route(storefrontApi.saveBanner, ({ user, body }) => storefront.saveBanner(deps, user, body));
  route(storefrontApi.saveCustomization, ({ user, body }) =>
    storefront.saveSection(deps, user, {
      color: body.color,
      faqColor: body.faq_color,
      welcomeMessage: body.welcome_message,
      videoUrl: body.video_url,
      thumbnail: body.thumbnail,
      features: body.features,
    }),
  );
  route(storefrontApi.savePrices, ({ user, body }) =>
    storefront.saveSection(deps, user, {
      price: body.price,
      visiblePrices: body.visible_prices,
      aiPrice: body.ai_price,
      expectedDays: body.expected_days,
    }),
  );
  route(storefrontApi.saveServices, ({ user, body }) =>
    storefront.saveSection(deps, user, {
      acceptingStudents: body.accepting_students,
      maxSubscribers: body.max_subscribers,
      focus: body.focus,
    }),
  );
  route(storefrontApi.saveOffers, ({ user, body }) => storefront.saveSection(deps, user, { offers: body.offers }));
  route(storefrontApi.saveAvailability, ({ user, body }) => storefront.saveSection(deps, user, { availability: body }));
  route(storefrontApi.saveVideos, ({ user, body }) => storefront.saveSection(deps, user, { videos: body.videos }));

  route(storefrontApi.paymentAccount, ({ user }) => payments.paymentAccount(deps, user));
  route(storefrontApi.connect, ({ user }) => payments.connect(deps, user));
  route(storefrontApi.checkout, ({ user, body }) => payments.checkout(deps, user, body, 'teacher'));
  route(storefrontApi.aiCheckout, ({ user, body }) => payments.checkout(deps, user, body, 'ai'));
  route(storefrontApi.subscriptions, ({ user }) => payments.mySubscriptions(deps, user));
  route(storefrontApi.trials, ({ user }) => payments.trialsHadWithTeachers(deps, user));
}
