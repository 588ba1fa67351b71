// Shared setup for the unit project. DOM matchers are registered for component tests.
import "@testing-library/jest-dom/vitest";
