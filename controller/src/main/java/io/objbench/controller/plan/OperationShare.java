package io.objbench.controller.plan;

/**
 * What one operation of a mission addresses.
 *
 * @param id         the stage-wide operation id ({@code op3})
 * @param name       the operation's display name
 * @param ratio      its percentage of the work's operations
 * @param containers the containers it uses, or {@code null} when the operation has none
 * @param objects    the objects it uses, or {@code null}
 * @param names      distinct container×object names it addresses (containers alone when it has
 *                   no objects): for prepare and cleanup exactly what it writes or deletes
 */
public record OperationShare(String id, String name, int ratio, RangeShare containers, RangeShare objects,
                             long names) {
}
