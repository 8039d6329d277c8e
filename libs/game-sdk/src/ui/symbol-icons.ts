import Award from 'lucide-react/icons/award';
import Backpack from 'lucide-react/icons/backpack';
import Beef from 'lucide-react/icons/beef';
import Biohazard from 'lucide-react/icons/biohazard';
import Bone from 'lucide-react/icons/bone';
import HelpCircle from 'lucide-react/icons/circle-question-mark';
import Cross from 'lucide-react/icons/cross';
import Dices from 'lucide-react/icons/dices';
import DollarSign from 'lucide-react/icons/dollar-sign';
import Flag from 'lucide-react/icons/flag';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Gem from 'lucide-react/icons/gem';
import Heart from 'lucide-react/icons/heart';
import Shield from 'lucide-react/icons/shield';
import Star from 'lucide-react/icons/star';
import Sword from 'lucide-react/icons/sword';
import Swords from 'lucide-react/icons/swords';
import Target from 'lucide-react/icons/target';
import Zap from 'lucide-react/icons/zap';
import type { ComponentType, SVGProps } from 'react';
import type { SymbolIconName } from './bounds';

export type SymbolIconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

// Per-icon imports keep the game bundle (and its compile) small: the full lucide index has thousands of modules.
export const SYMBOL_ICON_COMPONENTS: Record<SymbolIconName, SymbolIconComponent> = {
  Sword, Shield, Heart, Star, HelpCircle, Zap, Target, Flag, Beef, Award,
  Biohazard, DollarSign, Gem, Cross, Bone, Dices, Swords, Gamepad2, Backpack,
};
