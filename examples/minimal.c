/* minimal.c - the smallest complete vk_allreduce program: two ranks (two VkDevices, on two GPUs or both
 * on the one there is) sum a host-visible buffer each, and the sums are checked. Every step is here;
 * the other examples share theirs in common.h. Build: cc -std=c99 -I. examples/minimal.c -lvulkan -lpthread */
#define VK_ALLREDUCE_IMPLEMENTATION /* in one .c file of the program */
#include "vk_allreduce.h"

#include <stdio.h>
#include <stdlib.h>

#define RANKS 2
#define COUNT 1024 /* F32 elements per rank */

/* Errors handled plainly: say what failed, and stop. */
#define FAIL_IF(failed, ...) do { if (failed) { fprintf(stderr, "minimal: " __VA_ARGS__); exit(1); } } while (0)
#define CHECK(call) \
    do { VkResult res_ = (call); FAIL_IF(res_ != VK_SUCCESS, "%s failed (VkResult %d)\n", #call, (int)res_); } while (0)

int main(void)
{
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_2};
    VkInstanceCreateInfo instanceInfo = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    VkInstance instance;
    VkPhysicalDevice physical[RANKS];
    uint32_t physicalCount = RANKS, r, i;
    VkarRankInfo ranks[RANKS]; /* what the library needs of each rank: physical device, device, queue, family */
    VkarBufferRange buffers[RANKS] = {{0}};
    VkarSemaphoreValue signals[RANKS]; /* a timeline per rank, and the value the all-reduce signals */
    VkDeviceMemory memories[RANKS];
    void* data[RANKS];
    VkarComm comm;
    int ok = 1;

    CHECK(vkCreateInstance(&instanceInfo, NULL, &instance));
    FAIL_IF(vkEnumeratePhysicalDevices(instance, &physicalCount, physical) < 0 || physicalCount == 0, "no device\n");
    for (r = 0; r < RANKS; ++r) {
        /* A device with what the library needs: host memory import and timeline semaphores. */
        const char* extension = VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME;
        const float priority = 1.0f;
        VkPhysicalDeviceVulkan12Features features12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                                       .timelineSemaphore = VK_TRUE};
        VkDeviceQueueCreateInfo queueInfo = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueCount = 1,
                                             .pQueuePriorities = &priority};
        VkDeviceCreateInfo deviceInfo = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = &features12,
                                         .queueCreateInfoCount = 1, .pQueueCreateInfos = &queueInfo,
                                         .enabledExtensionCount = 1, .ppEnabledExtensionNames = &extension};
        VkBufferCreateInfo bufferInfo = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = COUNT * sizeof(float),
                                         .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT};
        const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
        VkSemaphoreTypeCreateInfo timeline = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO,
                                              .semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE};
        VkSemaphoreCreateInfo semaphoreInfo = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, .pNext = &timeline};
        VkQueueFamilyProperties families[16];
        VkPhysicalDeviceMemoryProperties memProps; VkMemoryRequirements req;
        uint32_t familyCount = 16;

        ranks[r].physicalDevice = physical[r % physicalCount]; /* one physical device: both ranks on it */
        vkGetPhysicalDeviceQueueFamilyProperties(ranks[r].physicalDevice, &familyCount, families);
        for (i = 0; i < familyCount && !(families[i].queueFlags & VK_QUEUE_COMPUTE_BIT); ++i) {}
        FAIL_IF(i == familyCount, "rank %u's device has no compute queue\n", r);
        ranks[r].queueFamilyIndex = queueInfo.queueFamilyIndex = i;
        CHECK(vkCreateDevice(ranks[r].physicalDevice, &deviceInfo, NULL, &ranks[r].device));
        vkGetDeviceQueue(ranks[r].device, i, 0, &ranks[r].queue);
        /* A host-visible storage buffer holding rank + 1 in every element. */
        CHECK(vkCreateBuffer(ranks[r].device, &bufferInfo, NULL, &buffers[r].buffer));
        vkGetBufferMemoryRequirements(ranks[r].device, buffers[r].buffer, &req);
        vkGetPhysicalDeviceMemoryProperties(ranks[r].physicalDevice, &memProps);
        for (i = 0; i < memProps.memoryTypeCount; ++i) /* a host-visible, host-coherent type */
            if ((req.memoryTypeBits >> i & 1) && (memProps.memoryTypes[i].propertyFlags & host) == host) break;
        VkMemoryAllocateInfo allocInfo = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size,
                                          .memoryTypeIndex = i}; /* Vulkan guarantees a buffer one */
        CHECK(vkAllocateMemory(ranks[r].device, &allocInfo, NULL, &memories[r]));
        CHECK(vkBindBufferMemory(ranks[r].device, buffers[r].buffer, memories[r], 0));
        CHECK(vkMapMemory(ranks[r].device, memories[r], 0, VK_WHOLE_SIZE, 0, &data[r]));
        for (i = 0; i < COUNT; ++i) ((float*)data[r])[i] = (float)(r + 1);
        /* The timeline the all-reduce signals. */
        CHECK(vkCreateSemaphore(ranks[r].device, &semaphoreInfo, NULL, &signals[r].semaphore));
        signals[r].value = 1;
    }

    VkarCommCreateInfo commInfo = {.rankCount = RANKS, .pRanks = ranks, .instance = instance};
    /* HOST_READ: the signal also means the host may read the sums */
    VkarAllreduceInfo info = {.count = COUNT, .pBuffers = buffers, .pSignals = signals,
                              .flags = VKAR_ALLREDUCE_HOST_READ_BIT};
    CHECK(vkarCreateComm(&commInfo, &comm));
    CHECK(vkarAllreduce(comm, &info)); /* returns once submitted: signals[r] says when rank r's sum is there */
    for (r = 0; r < RANKS; ++r) { /* wait for the signal, then read */
        VkSemaphoreWaitInfo wait = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                    .pSemaphores = &signals[r].semaphore, .pValues = &signals[r].value};
        CHECK(vkWaitSemaphores(ranks[r].device, &wait, 60000000000ull)); /* 60 s: a first call may compile the kernels */
        for (i = 0; i < COUNT; ++i) ok &= ((float*)data[r])[i] == 3.0f; /* 1 + 2 */
    }
    printf("check: %s\n", ok ? "OK" : "FAILED");

    vkarDestroyComm(comm);
    for (r = 0; r < RANKS; ++r) { /* every queue is idle */
        vkDestroySemaphore(ranks[r].device, signals[r].semaphore, NULL);
        vkDestroyBuffer(ranks[r].device, buffers[r].buffer, NULL);
        vkFreeMemory(ranks[r].device, memories[r], NULL);
        vkDestroyDevice(ranks[r].device, NULL);
    }
    vkDestroyInstance(instance, NULL);
    return ok ? 0 : 1;
}
