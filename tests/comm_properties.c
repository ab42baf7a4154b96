/* comm_properties.c - what vkarCreateComm reports for the devices vkar_info
 * chooses by default (one rank per GPU, or two on the CPU device where there
 * is no GPU, as examples/common.h picks them), as JSON with vkar_info's
 * keys: tests/info_check.py compares the two.
 */
#define VK_ALLREDUCE_IMPLEMENTATION
#include "../vk_allreduce.h"

#define COMMON_PROGRAM "comm_properties"
#include "../examples/common.h"

#define MAX_RANKS 16

static void print_json_string(const char* s)
{
    putchar('"');
    for (; *s; ++s)
        printf(*s == '"' || *s == '\\' ? "\\%c" : "%c", *s);
    putchar('"');
}

static const char* algorithm_name(VkarAlgorithm a)
{
    return a == VKAR_ALGORITHM_TWO_SHOT ? "two-shot" : "one-shot";
}

static void print_sizes(VkarComm comm)
{
    static const char* const wires[] = {"f32", "auto", "f16", "bf16"};
    static const uint64_t sizes[] = {4096, 65536, 1 << 20, 16 << 20, 256 << 20};
    unsigned i;
    printf("  \"sizes\": [");
    for (i = 0; i < sizeof sizes / sizeof *sizes; ++i) {
        const uint64_t count = sizes[i] / 4;
        const VkarWire wire = vkarResolveWire(comm, count, VKAR_WIRE_AUTO);
        printf("%s\n    {\"bytes\": %llu, \"autoWire\": \"%s\", \"algorithmF32\": \"%s\", \"algorithmAutoWire\": \"%s\"}",
               i ? "," : "", (unsigned long long)sizes[i], wires[wire],
               algorithm_name(vkarResolveAlgorithm(comm, count, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO)),
               algorithm_name(vkarResolveAlgorithm(comm, count, wire, VKAR_ALGORITHM_AUTO)));
    }
    printf("\n  ],\n");
}

/* The slots of the same ranks made a communicator over processes (one). */
static const char* process_slots(VkarCommCreateInfo info)
{
    VkarMultiProcessInfo processes;
    uint32_t globalRanks[MAX_RANKS], r;
    VkarCommProperties props;
    VkarComm comm;
    memset(&processes, 0, sizeof processes);
    for (r = 0; r < info.rankCount; ++r)
        globalRanks[r] = r;
    processes.globalRankCount = info.rankCount;
    processes.pGlobalRanks = globalRanks;
    info.pMultiProcess = &processes;
    if (vkarGetUniqueId(&processes.uniqueId) != VK_SUCCESS || vkarCreateComm(&info, &comm) != VK_SUCCESS)
        return "null";
    vkarGetCommProperties(comm, &props);
    vkarDestroyComm(comm);
    return props.slotsCopiedThroughHost ? "\"copied through the host\"" : "\"shared\"";
}

int main(void)
{
    VkInstance instance = create_instance("comm_properties");
    VkPhysicalDevice physical[MAX_RANKS];
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info;
    VkarCommProperties props;
    VkarComm comm;
    const uint32_t rankCount = choose_physical_devices(instance, 0, physical);
    uint32_t r;
    memset(&info, 0, sizeof info);
    memset(ranks, 0, sizeof ranks);
    for (r = 0; r < rankCount && r < MAX_RANKS; ++r) {
        ranks[r].physicalDevice = physical[r];
        create_rank_device(&ranks[r], NULL, 0, NULL);
    }
    info.rankCount = rankCount < MAX_RANKS ? rankCount : MAX_RANKS;
    info.pRanks = ranks;
    info.instance = instance;
    check(vkarCreateComm(&info, &comm), "vkarCreateComm");
    vkarGetCommProperties(comm, &props);
    printf("{\n  \"ranks\": %u,\n", props.rankCount);
    printf("  \"syncMode\": \"%s\",\n", props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "host_bridge");
    printf("  \"syncModeReason\": ");
    print_json_string(props.pSyncModeReason);
    printf(",\n  \"releaseMode\": \"%s\",\n", props.releaseMode == VKAR_RELEASE_MODE_EVENT ? "event" : "timeline");
    printf("  \"maxElementsPerRound\": %llu,\n", (unsigned long long)props.maxElementsPerRound);
    printf("  \"maxRoundsInFlight\": %u,\n", props.maxRoundsInFlight);
    printf("  \"f16WireMinBytes\": %llu,\n", (unsigned long long)props.f16WireMinBytes);
    printf("  \"timeoutNanoseconds\": %llu,\n", (unsigned long long)props.timeoutNanoseconds);
    print_sizes(comm);
    vkarDestroyComm(comm);
    printf("  \"slots\": %s\n}\n", process_slots(info));
    for (r = 0; r < info.rankCount; ++r)
        vkDestroyDevice(ranks[r].device, NULL);
    vkDestroyInstance(instance, NULL);
    return 0;
}
