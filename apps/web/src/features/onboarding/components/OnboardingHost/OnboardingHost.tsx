import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '../../../../app/hooks';
import { useCurrentUser } from '../../../account/hooks/useCurrentUser';
import { useOnboarding } from '../../hooks/useOnboarding';
import { autoStartStage, ONBOARDING_REPLAY_KEY, onboardingDoneIn, placeOf, TOUR_STAGE } from '../../onboarding';
import { onboardingActions } from '../../onboardingSlice';
import { OnboardingModal } from '../OnboardingModal/OnboardingModal';
import { StudioTour } from '../StudioTour/StudioTour';

/**
 * Opens onboarding for a new creator on the home page or in the studio (until this browser or the profile has it
 * finished), picks a manual replay up again after a reload (its session flag), and runs the tour in the studio.
 */
export function OnboardingHost() {
  const { user, isAuthenticated, isLoading } = useCurrentUser();
  const { state } = useOnboarding();
  const dispatch = useAppDispatch();
  const place = placeOf(useLocation().pathname);

  useEffect(() => {
    if (isLoading || !isAuthenticated || state.isOnboardingActive) return;
    if (state.isManualReplay) {
      // A replay left at stage 4 away from the studio: the tour starts when a studio opens.
      if (place === 'dashboard' && state.currentStage === TOUR_STAGE) dispatch(onboardingActions.started({ answers: user.onboarding, replay: true, stage: TOUR_STAGE }));
      return;
    }
    if (window.sessionStorage.getItem(ONBOARDING_REPLAY_KEY) === 'true') {
      dispatch(onboardingActions.started({ answers: user.onboarding, replay: true }));
      return;
    }
    const stage = autoStartStage(place, onboardingDoneIn(window.localStorage), user.onboarding);
    if (stage !== null) dispatch(onboardingActions.started({ answers: user.onboarding, replay: false, stage }));
  }, [dispatch, isAuthenticated, isLoading, place, state.currentStage, state.isManualReplay, state.isOnboardingActive, user.onboarding]);

  if (!isAuthenticated) return null;
  const inStudio = place === 'dashboard';
  return (
    <>
      <OnboardingModal inStudio={inStudio} />
      {inStudio && state.isOnboardingActive && state.showTour && <StudioTour />}
    </>
  );
}
