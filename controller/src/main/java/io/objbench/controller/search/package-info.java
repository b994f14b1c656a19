/**
 * The SLO capacity search (docs/capacity.md): the steps of increasing load a run chooses as their
 * results come in ({@link io.objbench.controller.search.SearchSequence}), how each step is judged
 * against the SLOs ({@link io.objbench.controller.search.SloCheck}), where the next load lies
 * ({@link io.objbench.controller.search.Bisection}) and the search's summary
 * ({@link io.objbench.controller.search.SearchReport}).
 */
package io.objbench.controller.search;
