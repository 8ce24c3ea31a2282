export {
  deviceTimeZone,
  fetchHomeData,
  fetchProgressDashboard,
  patchGoal,
  postGoal,
  removeGoal,
} from "./api";
export {
  type GoalActions,
  PROGRESS_DATA_CACHE_KEY,
  useGoalActions,
  useHomeData,
  useProgressDashboard,
} from "./hooks";
