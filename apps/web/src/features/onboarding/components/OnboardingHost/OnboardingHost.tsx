import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { useCurrentUser } from '../../../account/hooks/useCurrentUser';
import { selectAgent } from '../../../agent/agentSlice';
import { autoStartOf } from '../../../agent/autoStart';
import { useOnboarding } from '../../hooks/useOnboarding';
import { ONBOARDING_REPLAY_KEY, onboardingDoneIn, openingOf, placeOf } from '../../onboarding';
import { onboardingActions } from '../../onboardingSlice';
import { OnboardingModal } from '../OnboardingModal/OnboardingModal';
import { StudioTour } from '../StudioTour/StudioTour';

/**
 * Opens onboarding for a new creator on the home page or in the studio (until this browser or the profile has it
 * finished) once the agent's first build there has finished, picks a manual replay up again after a reload (its
 * session flag: the questions, or only the tour), and runs the tour in the studio.
 */
export function OnboardingHost() {
  const { user, isAuthenticated, isLoading } = useCurrentUser();
  const { state } = useOnboarding();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const place = placeOf(location.pathname);
  const inFlight = useAppSelector((s) => selectAgent(s).inFlight);
  const building = inFlight || autoStartOf(new URLSearchParams(location.search)) !== null;

  useEffect(() => {
    if (isLoading || !isAuthenticated) return;
    const opening = openingOf({
      place, building, state, replayFlag: window.sessionStorage.getItem(ONBOARDING_REPLAY_KEY),
      doneHere: onboardingDoneIn(window.localStorage), profile: user.onboarding,
    });
    if (opening) dispatch(onboardingActions.started({ answers: user.onboarding, ...opening }));
  }, [dispatch, isAuthenticated, isLoading, place, building, state, user.onboarding]);

  if (!isAuthenticated) return null;
  const inStudio = place === 'dashboard';
  return (
    <>
      <OnboardingModal inStudio={inStudio} />
      {inStudio && state.isOnboardingActive && state.showTour && <StudioTour />}
    </>
  );
}
