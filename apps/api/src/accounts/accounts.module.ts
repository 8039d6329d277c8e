import { Module } from '@nestjs/common';
import { AccountService } from './account.service.js';
import { GoogleAuthController } from './google/google.controller.js';
import { LoginController } from './login/login.controller.js';
import { MeController } from './me/me.controller.js';
import { OnboardingController } from './onboarding/onboarding.controller.js';
import { RegisterController } from './register/register.controller.js';
import { ResetPasswordController } from './reset/reset.controller.js';
import { VerifyController } from './verify/verify.controller.js';

@Module({
  controllers: [RegisterController, LoginController, VerifyController, ResetPasswordController, GoogleAuthController, MeController, OnboardingController],
  providers: [AccountService],
  exports: [AccountService],
})
export class AccountsModule {}
