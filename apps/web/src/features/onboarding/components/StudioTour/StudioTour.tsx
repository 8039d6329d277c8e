import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { driver, type Driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useAppDispatch } from '../../../../app/hooks';
import { agentActions } from '../../../agent/agentSlice';
import { paramsForTab } from '../../../dashboard/studioTabs';
import { useOnboarding } from '../../hooks/useOnboarding';
import { onboardingActions } from '../../onboardingSlice';
import { nextShownStep, tourSteps, type TourStep } from '../../studioTour';
import { shownElement, waitFor } from './shownElement';
import './StudioTour.css';

const STUDIO = '[data-testid="creation-dashboard"]';

/**
 * Stage 4: the guided tour of the creation dashboard (driver.js). Before each stop the pane that holds its target
 * is opened (the chat panel; on a phone the Chat or Preview tab); a stop whose target does not show is skipped.
 * Next from the last stop completes onboarding, the close button or Escape skips it, Back from the first returns to stage 3.
 */
export function StudioTour() {
  const onboarding = useOnboarding();
  const dispatch = useAppDispatch();
  const [, setParams] = useSearchParams();
  // The tour lives across renders; it reads the latest callbacks through a ref instead of restarting.
  const latest = useRef({ onboarding, setParams });
  latest.current = { onboarding, setParams };

  useEffect(() => {
    let tour: Driver | null = null;
    let ended = false;
    let moving = false;
    const end = (how: 'completed' | 'skipped' | 'back') => {
      if (ended) return;
      ended = true;
      tour?.destroy();
      const { complete, skip, back } = latest.current.onboarding;
      if (how === 'completed') complete();
      else if (how === 'skipped') skip();
      else back();
    };

    void (async () => {
      const studio = await waitFor(() => document.querySelector(STUDIO), 15_000);
      if (!studio || ended) return;
      const steps = tourSteps(studio.getAttribute('data-layout') === 'phone' ? 'phone' : 'desktop');
      const phone = studio.getAttribute('data-layout') === 'phone';
      const open = (step: TourStep) => {
        if (step.chat) dispatch(agentActions.panelOpened());
        if (step.pane && (phone || step.pane === 'preview')) latest.current.setParams((p) => paramsForTab(p, step.pane!), { replace: true });
      };
      const shown = async (index: number) => {
        open(steps[index]);
        return (await waitFor(() => shownElement(steps[index].target), 4_000)) !== null;
      };
      const go = async (direction: 1 | -1) => {
        if (moving || !tour) return;
        moving = true;
        const index = await nextShownStep(steps.length, tour.getActiveIndex() ?? -1, direction, shown);
        moving = false;
        if (ended) return;
        if (index === null) return end(direction === 1 ? 'completed' : 'back');
        tour.moveTo(index);
        dispatch(onboardingActions.tourStepShown(index));
      };
      const driveSteps: DriveStep[] = steps.map((step) => ({
        element: () => shownElement(step.target) ?? document.body,
        popover: { title: step.title, description: step.description, disableButtons: [], side: phone ? undefined : step.side, align: step.side === 'bottom' ? 'center' : 'start' },
        data: { id: step.id },
      }));
      tour = driver({
        steps: driveSteps,
        animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        overlayColor: '#05060c',
        overlayOpacity: 0.72,
        showProgress: true,
        progressText: '{{current}} of {{total}}',
        nextBtnText: 'Next',
        prevBtnText: 'Back',
        doneBtnText: 'Finish',
        popoverClass: 'tempest-tour',
        stagePadding: 6,
        stageRadius: 10,
        overlayClickBehavior: () => undefined,
        onNextClick: () => void go(1),
        onPrevClick: () => void go(-1),
        onCloseClick: () => end('skipped'),
        onDestroyStarted: () => end('skipped'),
        onPopoverRender: (popover, { state }) => {
          popover.wrapper.setAttribute('data-testid', 'tour-popover');
          popover.wrapper.setAttribute('data-step', String((state.activeStep?.data as { id?: string } | undefined)?.id ?? ''));
          popover.closeButton.setAttribute('aria-label', 'Skip tour');
          popover.closeButton.setAttribute('title', 'Skip tour');
          // Enter goes on; the arrow keys and Escape work too (driver.js's keyboard control).
          // (after driver.js has put the focus on the popover's first button, the close button)
          window.requestAnimationFrame(() => popover.nextButton.focus());
        },
      });
      const first = await nextShownStep(steps.length, -1, 1, shown);
      if (ended) return;
      if (first === null) return end('completed');
      tour.drive(first);
      dispatch(onboardingActions.tourStepShown(first));
    })();

    return () => {
      // Leaving the studio mid-tour: the tour goes, onboarding stays where it was (not done).
      ended = true;
      tour?.destroy();
    };
  }, [dispatch]);

  return null;
}
