// The file name the effect-returns-cleanup rule's tests lint as (typed linting needs a file of the project).
export {};
